/**
 * A title's name on the bottom bar of its 320 × 240 thumbnail, shortened to fit. Left out where the thumbnail is
 * cropped to a wider box (its bottom would be cut) and a heading beside it names the game anyway.
 */
export function NameBar({ name, colour }: { name: string; colour: string }) {
  return (
    <>
      <rect y="184" width="320" height="56" fill="#000" fillOpacity="0.45" />
      <text
        x="160"
        y="221"
        textAnchor="middle"
        fontSize="24"
        fontWeight="800"
        fill={colour}
        fontFamily="system-ui, sans-serif"
      >
        {name.length > 22 ? `${name.slice(0, 21)}…` : name}
      </text>
    </>
  );
}
