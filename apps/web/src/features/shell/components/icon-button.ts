/** The look of the navigation bar's icon buttons and icon links. */
export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center md:max-lg:size-9 rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-900';

/** The profile menu's trigger (the member's avatar). */
export const profileTriggerClass =
  'ml-1 inline-flex rounded-full ring-offset-2 hover:ring-2 hover:ring-violet-300';
