import type { SlotDefinition } from "./slot.types";
import { cometCascade } from "./titles/comet-cascade";
import { coralKingdom } from "./titles/coral-kingdom";
import { dragonHoard } from "./titles/dragon-hoard";
import { dustDevilGulch } from "./titles/dust-devil-gulch";
import { fjordRaiders } from "./titles/fjord-raiders";
import { fruitStand } from "./titles/fruit-stand";
import { gemVault } from "./titles/gem-vault";
import { harvestFarm } from "./titles/harvest-farm";
import { jungleDrums } from "./titles/jungle-drums";
import { midnightCarnival } from "./titles/midnight-carnival";
import { neonNights } from "./titles/neon-nights";
import { polarLights } from "./titles/polar-lights";
import { roninPath } from "./titles/ronin-path";
import { sandsOfAnubet } from "./titles/sands-of-anubet";
import { skullAndSails } from "./titles/skull-and-sails";
import { sugarRush } from "./titles/sugar-rush";

/** Every slot title of the in-house studio, in lobby order. */
export const slotTitles: readonly SlotDefinition[] = [
  cometCascade,
  coralKingdom,
  fruitStand,
  sandsOfAnubet,
  fjordRaiders,
  sugarRush,
  jungleDrums,
  skullAndSails,
  gemVault,
  roninPath,
  dustDevilGulch,
  neonNights,
  dragonHoard,
  harvestFarm,
  polarLights,
  midnightCarnival,
];

/** The slot title with this slug, or undefined. */
export function findSlotTitle(slug: string): SlotDefinition | undefined {
  return slotTitles.find((title) => title.slug === slug);
}
