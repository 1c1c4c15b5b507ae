import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Notice } from '@/components/Notice';
import { Button } from '@/components/ui/Button';

/** What a member sees on an administration page. */
export function AdminForbidden() {
  const navigate = useNavigate();
  return (
    <Notice
      id="admin-forbidden-title"
      icon={ShieldAlert}
      accent="red"
      title={a.forbiddenTitle}
      text={a.forbiddenText}
    >
      <Button variant="outline" className="self-center" onClick={() => void navigate(-1)}>
        {a.back}
      </Button>
    </Notice>
  );
}
