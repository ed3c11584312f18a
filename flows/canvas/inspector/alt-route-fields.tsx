// 'Alternative route' of a send_message or send_voice (altRouteSetting {sendMethod, ani, routeId,
// didGroupId}): off by default; when on, a one-way send names its ANI and route, a two-way send its
// DID group. A voice call always goes two-way (001 §3: "altRouteSetting with sendMethod 2").
import { useFormikContext } from 'formik';
import type { AltRouteSetting } from '@domain/responder-flow';
import type { ResponderLibrary } from '../library';
import { CheckboxInput, SelectInput, TextInput } from './fields';

const SEND_METHOD_CHOICES = [
  { value: 1, label: 'One way' },
  { value: 2, label: 'Two ways' },
] as const;

export function AltRouteFields({ library, voice = false, disabled }: { library: ResponderLibrary; voice?: boolean; disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<{ altRouteSetting?: AltRouteSetting }>();
  const setting = values.altRouteSetting;
  const toggle = (on: boolean) => void setFieldValue('altRouteSetting', on ? { sendMethod: 2 } : undefined);
  return (
    <>
      <CheckboxInput label="Alternative route" checked={setting !== undefined} onChange={toggle} disabled={disabled} />
      {setting && !voice && <SelectInput name="altRouteSetting.sendMethod" label="Send method" choices={SEND_METHOD_CHOICES} translate disabled={disabled} />}
      {setting && setting.sendMethod === 1 && (
        <>
          <TextInput name="altRouteSetting.ani" label="ANI" disabled={disabled} />
          <SelectInput name="altRouteSetting.routeId" label="Route" empty="Choose a route" choices={library.routes.map((r) => ({ value: r.id, label: r.name }))} disabled={disabled} />
        </>
      )}
      {setting && setting.sendMethod === 2 && (
        <SelectInput name="altRouteSetting.didGroupId" label="DID group" empty="Choose a DID group" choices={library.didGroups.map((g) => ({ value: g.id, label: g.name }))} disabled={disabled} />
      )}
    </>
  );
}
