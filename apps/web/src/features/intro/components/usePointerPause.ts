import { type PointerEvent, useState } from 'react';

export interface PointerPause {
  paused: boolean;
  /** Spread on the element the pointer pauses. */
  handlers: {
    onPointerEnter(event: PointerEvent): void;
    onPointerLeave(event: PointerEvent): void;
    onPointerDown(event: PointerEvent): void;
    onPointerUp(event: PointerEvent): void;
    onPointerCancel(event: PointerEvent): void;
  };
}

/** A finger or a pen: it pauses only while it is down. */
const isContact = (event: PointerEvent) => event.pointerType !== 'mouse';

/**
 * docs/spec/001-game.md §4: "pauses while hovered or touched". A mouse pauses while it is over the
 * element; a finger (or pen) only while it is down: hover is not tracked for touches, so the mouse
 * events a phone emulates after a tap cannot leave the element "hovered" once the finger lifts.
 */
export function usePointerPause(): PointerPause {
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  return {
    paused: hovered || touched,
    handlers: {
      onPointerEnter: (event) => {
        if (!isContact(event)) setHovered(true);
      },
      onPointerLeave: (event) => {
        if (!isContact(event)) setHovered(false);
      },
      onPointerDown: (event) => {
        if (isContact(event)) setTouched(true);
      },
      onPointerUp: (event) => {
        if (isContact(event)) setTouched(false);
      },
      onPointerCancel: (event) => {
        if (isContact(event)) setTouched(false);
      },
    },
  };
}
