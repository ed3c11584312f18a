// The root component: the Chakra system, the toaster, the router and the version notice.
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { LazyToaster } from './lazy-toaster';
import { router } from './router';
import { system } from './theme';
import { VersionNotice } from './version-notice';

export function App() {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <LazyToaster />
      <VersionNotice />
    </ChakraProvider>
  );
}
