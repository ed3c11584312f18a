// The 'DNC list' action of the Contact Groups header, for a Super-Admin only (the server refuses
// anyone else with 403): other users never see it.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import { DncListDialog } from './dnc-list-dialog';

export function DncListButton() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (user?.role !== 'Super-Admin') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('DNC list')}
      </Button>
      <DncListDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
