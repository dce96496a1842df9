import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        <p className="mb-6 mt-1 text-ink-700">{subtitle}</p>
        {children}
      </Card>
      <div className="mt-6 text-center text-sm text-ink-700">{footer}</div>
    </div>
  );
}
