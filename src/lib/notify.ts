import { notifications } from '@mantine/notifications';

/** An app-wide warning toast, callable from outside React (the API client warns through this). */
export function showWarning(options: { id?: string; title: string; message: string }): void {
  notifications.show({ ...options, color: 'orange', autoClose: 8000 });
}
