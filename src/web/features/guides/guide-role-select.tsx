// The Super-Admin's pick of the role whose guide is shown or edited (the spec's roles and All).
import { NativeSelect } from '@chakra-ui/react';
import { GUIDE_ROLES, guideRoleSchema, type GuideRole } from '@domain/guides';
import { useTranslation } from '@web/i18n';

export function GuideRoleSelect({ value, onChange }: { value: GuideRole; onChange: (role: GuideRole) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root w="auto" minW="44">
      <NativeSelect.Field
        aria-label={t('Role')}
        value={value}
        onChange={(e) => {
          const role = guideRoleSchema.safeParse(e.target.value);
          if (role.success) onChange(role.data);
        }}
      >
        {GUIDE_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(r)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
