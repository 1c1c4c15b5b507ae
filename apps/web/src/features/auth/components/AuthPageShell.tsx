import type { ReactNode } from 'react';

interface AuthPageShellProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card of the login, register and password pages. */
export function AuthPageShell({ title, subtitle, children }: AuthPageShellProps) {
  return (
    <div className="relative isolate flex flex-1 justify-center px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-64 bg-gradient-to-b from-indigo-100/80 via-violet-50 to-transparent"
      />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-indigo-950/5 sm:p-8">
          <h1 className="font-display text-3xl font-semibold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
