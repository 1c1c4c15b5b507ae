import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('px-5 pb-5 text-slate-700', className)} {...rest} />;
}
