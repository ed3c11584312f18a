// /10-dlc/:idBrand/use-case/:idUseCase: a use case, its registration (Register once its brand is
// registered; the state and the registry's answer, refreshed while requesting or pending) and
// every field, with the DID groups it covers.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { OPT_IN_TYPES, USE_CASE_TYPES, VERTICALS } from '@domain/ten-dlc/enumerations';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, PageHeader, useLoad } from '@web/ui';
import { BackLink } from '@web/ui/back-link';
import { FieldList } from './field-list';
import { RegistrationPanel } from './registration-panel';
import { getBrand, getUseCase } from './ten-dlc-api';

const label = (list: readonly (readonly [string, string])[], code: string) => list.find(([c]) => c === code)?.[1] ?? code;

export function UseCasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const brandId = Number(params.idBrand);
  const useCaseId = Number(params.idUseCase);
  const loaded = useLoad(async (signal) => ({ brand: await getBrand(brandId, signal), useCase: await getUseCase(useCaseId, signal) }), [brandId, useCaseId]);
  if (loaded.failed) return <EmptyState title={tenDlcMessages.useCaseMissing} onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.data) return <LoadingSkeleton />;
  const { brand, useCase } = loaded.data;
  const brandRegistered = brand.registration?.state === 'registered';
  return (
    <Stack gap="5">
      <PageHeader
        title={useCase.usecaseName}
        breadcrumb={<BackLink to={`/10-dlc/${brand.id}`} label={brand.brandName} />}
        actions={
          <Button variant="outline" onClick={() => navigate(`/10-dlc/${brand.id}/use-case/${useCase.id}/edit`)}>
            {t('Edit')}
          </Button>
        }
      />
      <RegistrationPanel key={useCase.id} kind="use-case" subjectId={useCase.id} registration={useCase.registration} blockedReason={brandRegistered ? null : tenDlcMessages.brandNotRegistered} />
      <Stack as="section" gap="3" aria-label={t('Use case details')}>
        <Text fontWeight="semibold">{t('Use case details')}</Text>
        <FieldList
          items={[
            ['Use case id', useCase.usecaseId ?? ''],
            ['Use case type', t(label(USE_CASE_TYPES, useCase.usecaseType))],
            ['Vertical', t(label(VERTICALS, useCase.vertical))],
            ['DID groups', useCase.didGroups.map((g) => g.name).join(', ')],
            ['Description', useCase.description],
            ['Message flow', useCase.messageFlow],
            ['Sample message 1', useCase.sample1],
            ['Sample message 2', useCase.sample2],
            ['Opt-in type', t(label(OPT_IN_TYPES, useCase.optInType))],
            ['Opt-in keywords', useCase.optInKeywords],
            ['Opt-out keywords', useCase.optOutKeywords],
            ['Help keywords', useCase.helpKeywords],
            ['Opt-in message', useCase.optInMessage],
            ['Opt-out message', useCase.optOutMessage],
            ['Help message', useCase.helpMessage],
            ['Customer care email', useCase.customerCareEmail],
            ['Customer care phone', useCase.customerCarePhone],
            ['Terms and conditions URL', useCase.termsAndConditionsUrl],
            ['Initial SIDs', useCase.initSIDs],
          ]}
        />
      </Stack>
    </Stack>
  );
}
