// Which message types the compose rules treat alike (000 §5).
import type { MessageType } from '../../routes';

export const isTextType = (type: MessageType) => type === 'SMS' || type === 'SMS2' || type === 'MMS' || type === 'MMSE';
export const isVoiceType = (type: MessageType) => type === 'VOICE' || type === 'RVM';
/** "Attachments only for MMS, MMSE, voice, RVM". */
export const takesAttachments = (type: MessageType) => type !== 'SMS' && type !== 'SMS2';
