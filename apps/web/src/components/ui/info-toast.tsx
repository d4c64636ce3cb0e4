import toast from 'react-hot-toast';

/** The information sign: a symbol, the same in every language. */
const INFO_SIGN = 'i';

/** The info icon in the shape of react-hot-toast's success and error icons: a 20 px disc with its sign. */
function InfoIcon() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-accent font-serif text-[13px] font-bold italic leading-none text-bg"
    >
      {INFO_SIGN}
    </span>
  );
}

/** An information toast ('Already in your watchlist.'...), styled like the success and error ones. */
export function infoToast(message: string): string {
  return toast(message, { icon: <InfoIcon /> });
}
