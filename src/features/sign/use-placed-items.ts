// The items on the pages with their history: add, change, remove and Undo. A run of changes to
// one item (a drag, a resize, typing — changes less than a second apart) is one step to undo; a
// later change to it is a step of its own; adding or removing is one step each, and so is
// repeating an item on every page.
import { useCallback, useReducer } from 'react';
import type { PlacedThing } from './placed-items.ts';

interface State {
  items: PlacedThing[];
  /** Earlier lists, the latest last. */
  past: PlacedThing[][];
  /** The item the last change was to, and when: changes to it within RUN_MS join that step. */
  changing: number | null;
  changedAt: number;
  /** The item placed or changed last: what Repeat on every page copies. */
  selected: number | null;
}

type Action =
  | { type: 'add'; items: PlacedThing[] }
  | { type: 'change'; item: PlacedThing; at: number }
  | { type: 'remove'; id: number }
  | { type: 'undo' };

const HISTORY = 100;
/** Changes to one item this close together are one run (one step to undo). */
export const RUN_MS = 1000;

function push(state: State): PlacedThing[][] {
  return [...state.past.slice(-(HISTORY - 1)), state.items];
}

export function placedReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return {
        ...state,
        items: [...state.items, ...action.items],
        past: push(state),
        changing: null,
        selected: action.items.length === 1 ? action.items[0].id : state.selected,
      };
    case 'change': {
      const index = state.items.findIndex((item) => item.id === action.item.id);
      if (index < 0) return state;
      const items = state.items.slice();
      items[index] = action.item;
      const joins = state.changing === action.item.id && action.at - state.changedAt < RUN_MS;
      return {
        ...state,
        items,
        past: joins ? state.past : push(state),
        changing: action.item.id,
        changedAt: action.at,
        selected: action.item.id,
      };
    }
    case 'remove':
      if (!state.items.some((item) => item.id === action.id)) return state;
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
        past: push(state),
        changing: null,
        selected: state.selected === action.id ? null : state.selected,
      };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      const selected = previous.some((item) => item.id === state.selected) ? state.selected : null;
      return { ...state, items: previous, past: state.past.slice(0, -1), changing: null, selected };
    }
  }
}

export const EMPTY_PLACED: State = {
  items: [],
  past: [],
  changing: null,
  changedAt: 0,
  selected: null,
};

export function usePlacedItems() {
  const [state, dispatch] = useReducer(placedReducer, EMPTY_PLACED);
  return {
    items: state.items,
    selected: state.items.find((item) => item.id === state.selected) ?? null,
    canUndo: state.past.length > 0,
    add: useCallback((items: PlacedThing[]) => dispatch({ type: 'add', items }), []),
    change: useCallback(
      (item: PlacedThing) => dispatch({ type: 'change', item, at: performance.now() }),
      [],
    ),
    remove: useCallback((item: PlacedThing) => dispatch({ type: 'remove', id: item.id }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
  };
}
