// The current step's form. Each step is its own component (steps/); this picks it and hands it the
// props every step takes, plus what two of them need besides.
import type { ComposeStep } from '@domain/campaign-compose';
import type { StepProps } from './step-props';
import { AudienceStep } from './steps/audience-step';
import { ContentStep } from './steps/content-step';
import { OptimizationStep } from './steps/optimization-step';
import { ResponderStep } from './steps/responder-step';
import { ReviewStep } from './steps/review-step';
import { RouteStep } from './steps/route-step';
import { ScheduleStep } from './steps/schedule-step';

interface Props extends StepProps {
  step: ComposeStep;
  totalTarget: number | null;
  onGoTo: (step: ComposeStep) => void;
}

export function StepView({ step, totalTarget, onGoTo, ...props }: Props) {
  switch (step) {
    case 'audience':
      return <AudienceStep {...props} />;
    case 'route':
      return <RouteStep {...props} />;
    case 'content':
      return <ContentStep {...props} />;
    case 'responder':
      return <ResponderStep {...props} />;
    case 'schedule':
      return <ScheduleStep {...props} />;
    case 'optimization':
      return <OptimizationStep {...props} totalTarget={totalTarget} />;
    case 'review':
      return <ReviewStep {...props} onGoTo={onGoTo} />;
  }
}
