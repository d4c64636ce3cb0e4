import { ChevronDown } from 'lucide-react';

/** The chevron of a button that opens a list below it, turned up while the list is open. */
export function DisclosureChevron({
  open,
  size,
  className = '',
}: {
  open: boolean;
  size: number;
  className?: string;
}) {
  return (
    <ChevronDown
      size={size}
      aria-hidden="true"
      className={`transition-transform duration-200 ${open ? 'rotate-180' : ''} ${className}`}
    />
  );
}
