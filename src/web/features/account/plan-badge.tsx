// The plan badge (001 §4 "Plan badge tiers: BASIC, PRO, ENTERPRISE, CUSTOM"), one colour per tier.
import { Badge } from '@chakra-ui/react';
import type { Plan } from '@domain/account';

const PALETTE: Record<Plan, string> = { BASIC: 'gray', PRO: 'blue', ENTERPRISE: 'purple', CUSTOM: 'orange' };

export function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <Badge colorPalette={PALETTE[plan]} variant="subtle" aria-label={`Plan ${plan}`}>
      {plan}
    </Badge>
  );
}
