import 'styled-components';
import type { UiTheme } from './themes.ts';

declare module 'styled-components' {
  export interface DefaultTheme extends UiTheme {}
}
