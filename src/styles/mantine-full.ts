/**
 * Mantine's whole sheet (layered, see ./mantine-first-screen), imported by the lazily loaded
 * modules of every screen beyond the landing page and /login, so it downloads with them.
 */
import '@mantine/core/styles.layer.css';
