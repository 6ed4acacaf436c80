import 'styled-components';
import type { UiTheme } from '@nsa/ui';

// The console renders @nsa/ui source: its styled components read the ui theme.
declare module 'styled-components' {
  export interface DefaultTheme extends UiTheme {}
}
