/**
 * Which of the odds stream's changes are new. The server writes several events at once (decision 0229), so changes
 * of different events can arrive out of sequence order; each event's own changes cannot (they are written under the
 * event's lock). A change is new when it is past the last snapshot's position and past the last change of its event.
 */
export function streamPosition() {
  let floor = 0;
  const last = new Map<string, number>();
  return {
    /** Whether `seq` of `eventId` is new; remembers it if so. */
    fresh(eventId: string, seq: number): boolean {
      if (seq <= floor || seq <= (last.get(eventId) ?? 0)) return false;
      last.set(eventId, seq);
      return true;
    },
    /** A snapshot at `seq` holds everything up to it (its seq may be lower after a server restart). */
    reset(seq: number): void {
      floor = seq;
      last.clear();
    },
  };
}

export type StreamPosition = ReturnType<typeof streamPosition>;
