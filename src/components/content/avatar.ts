// How an illustrated portrait is described; DesignerAvatar.astro draws it as flat shapes.
export interface AvatarLook {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'bun' | 'long';
  outfit: string;
  background: string;
  glasses?: boolean;
  bindi?: boolean;
}
