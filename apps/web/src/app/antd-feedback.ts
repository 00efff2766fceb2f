import { message, Modal } from 'antd';

/** antd's static message and modal: what the platform shows before an antd scope has mounted. */
export const staticFeedback = { message, modal: Modal };
