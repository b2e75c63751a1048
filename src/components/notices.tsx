import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * The notices' container with its styles, loaded with the first notice (app.tsx). Below the 80 px
 * sticky header (global.css), so a notice never covers its navigation.
 */
export function Notices() {
  return <Notifications position="top-center" zIndex={1000} classNames={{ root: 'app-notifications' }} />;
}
