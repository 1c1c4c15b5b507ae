import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { registerSchema } from '@plateau/shared/schemas/auth';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { AdminLayout } from '../components/AdminLayout';
import { useCreateAdmin } from '../hooks/useAdmin';

const c = a.createAdmin;
const empty = { name: '', email: '', password: '', confirmPassword: '' };

/** /create-admin: an administrator creates another administrator's account (sign-up rules); an e-mail follows. */
export function CreateAdminPage() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAdmin();
  const submit = () => {
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onError: (error) =>
        setErrors(error instanceof ApiRequestError ? { form: error.message, ...error.fields } : {}),
    });
  };
  if (create.isSuccess) {
    return (
      <AdminLayout title={c.title}>
        <div className="max-w-lg rounded-2xl border border-emerald-200 bg-emerald-50 p-6" role="status">
          <CheckCircle2 className="size-8 text-emerald-700" aria-hidden="true" />
          <p className="mt-3 font-semibold text-emerald-900">
            {fill(c.created, { email: create.data.user.email })}
          </p>
          <p className="mt-1 text-emerald-900">{c.createdText}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/login" className={buttonClasses({ variant: 'primary' })}>
              {c.loginLink}
            </Link>
            <Button
              variant="outline"
              onClick={() => {
                setForm(empty);
                create.reset();
              }}
            >
              {c.title}
            </Button>
          </div>
        </div>
      </AdminLayout>
    );
  }
  const field = (key: keyof typeof empty) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <AdminLayout title={c.title}>
      <form
        className="max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-slate-600">{c.text}</p>
        {errors.form ? <Alert variant="error" title={errors.form} /> : null}
        <TextField label={c.fullName} autoComplete="off" {...field('name')} />
        <TextField label={c.email} type="email" autoComplete="off" {...field('email')} />
        <TextField label={c.password} type="password" autoComplete="new-password" {...field('password')} />
        <TextField
          label={c.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" loading={create.isPending}>
          {c.submit}
        </Button>
      </form>
    </AdminLayout>
  );
}
