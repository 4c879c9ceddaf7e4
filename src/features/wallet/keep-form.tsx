// Moved to src/components/wallet/ (shared by the Capture screen, the maker and the Sign page).
// This re-export is removed once the maker imports from there.
export { KeepForm, type KeepFormProps } from '../../components/wallet/keep-form.tsx';
