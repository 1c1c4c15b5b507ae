import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';

/** What a member sees on an administration page. */
export function AdminForbidden() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto my-12 max-w-lg px-4 text-center" aria-labelledby="admin-forbidden-title">
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        <ShieldAlert className="mx-auto size-10 text-red-700" aria-hidden="true" />
        <h1 id="admin-forbidden-title" className="mt-4 text-2xl font-semibold text-slate-900">
          {a.forbiddenTitle}
        </h1>
        <p className="mt-2 text-slate-600">{a.forbiddenText}</p>
        <Button variant="outline" className="mt-6" onClick={() => void navigate(-1)}>
          {a.back}
        </Button>
      </div>
    </section>
  );
}
