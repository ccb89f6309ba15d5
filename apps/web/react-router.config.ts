import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Route middleware: the root's checks every form post's Origin once, for every action.
  future: { v8_middleware: true },
} satisfies Config;
