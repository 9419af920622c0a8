// The designers the about and team pages introduce. DEMO VALUES: sample people for the demo brand,
// drawn as illustrations rather than photographed; a business replaces them with its own team.
import type { AvatarLook } from './avatar.ts';

interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** What they are known for in the studio, in a few words. */
  focus: string;
  look: AvatarLook;
}

export const designers: readonly TeamMember[] = [
  {
    name: 'Ananya Rao',
    role: 'Principal Designer',
    bio: 'Ananya founded the studio in 2014 after a decade designing homes in Bengaluru and Hyderabad. She leads every complete-home project from the first sketch to handover.',
    focus: 'Warm modern homes, natural materials',
    look: {
      skin: '#a86f4c',
      hair: '#1f1a17',
      hairStyle: 'bun',
      outfit: '#a84b23',
      background: '#f7e4d9',
      bindi: true,
    },
  },
  {
    name: 'Vikram Mehta',
    role: 'Head of Space Planning',
    bio: 'Vikram trained as an architect and thinks in circulation, light and storage. He is the one who finds room for a study in a 2BHK.',
    focus: 'Compact flats, storage, kitchens',
    look: {
      skin: '#c08a64',
      hair: '#2b2724',
      hairStyle: 'short',
      outfit: '#1d5a58',
      background: '#e3eeec',
      glasses: true,
    },
  },
  {
    name: 'Farah Siddiqui',
    role: 'Furniture & Styling Lead',
    bio: 'Farah works with our craftspeople on every piece we make and chooses the fabrics, rugs and lamps that finish a room.',
    focus: 'Furniture, textiles, finishing touches',
    look: { skin: '#8d5a3b', hair: '#3a2a22', hairStyle: 'long', outfit: '#b8893b', background: '#f3ebdd' },
  },
];
