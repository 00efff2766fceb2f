import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardSensorOptions,
  type Modifier,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Module-level options: useSensor memoises on the options object, so an inline literal made
// new sensors on every render, and dnd-kit then handed a new context to every sortable item —
// each keystroke in the settings panel redrew all 40 rows of the card (and all 30 list items).
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 4 } };
const KEYBOARD: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** Pointer (after 4 px) and keyboard sensors for the designer's sortable lists, stable across renders. */
export function useSortSensors() {
  return useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
/** Stable across renders for the same reason: a new array would redraw every sortable item. */
export const VERTICAL_ONLY = [verticalOnly];
