// Moved to src/components/output/ (shared with My signatures and the maker). This re-export is
// removed once the maker imports from there.
export {
  ResultActions,
  type ResultActionsProps,
} from '../../../components/output/result-actions.tsx';
