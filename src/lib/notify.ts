import { notifications } from '@mantine/notifications';

/** App-wide toasts, callable from outside React (the API client warns through this). */
export function showWarning(options: { id?: string; title: string; message: string }): void {
  notifications.show({ ...options, color: 'orange', autoClose: 8000 });
}

export function showError(options: { id?: string; title: string; message: string }): void {
  notifications.show({ ...options, color: 'red', autoClose: 6000 });
}
