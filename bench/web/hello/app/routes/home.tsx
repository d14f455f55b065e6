import { useState } from "react";

/** A page with one piece of state, so hydration has something to do. */
export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello, world</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}
