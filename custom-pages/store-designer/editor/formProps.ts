/** What every element form gets: its section's data, the change, and its field errors by path. */
export interface FormProps<D> {
  data: D;
  onChange: (data: D) => void;
  errors: Record<string, string>;
}
