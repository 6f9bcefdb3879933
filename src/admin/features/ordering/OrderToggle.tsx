import { Button } from 'react-aria-components';

/**
 * The button that turns a list's order mode on and off. `of` names the list ("the images of Lake
 * Residence") where a screen holds several, so that each button says which one it orders.
 */
export default function OrderToggle({
  ordering,
  onChange,
  of,
}: {
  ordering: boolean;
  onChange: (ordering: boolean) => void;
  of?: string;
}) {
  return (
    <Button
      className="admin-button admin-button--ghost"
      aria-pressed={ordering}
      {...(of && { 'aria-label': ordering ? `Done ordering ${of}` : `Change the order of ${of}` })}
      onPress={() => onChange(!ordering)}
    >
      {ordering ? 'Done ordering' : 'Change order'}
    </Button>
  );
}
