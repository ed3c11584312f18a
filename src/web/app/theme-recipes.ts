// The Chakra recipes the app registers: one per styled component it uses. A component whose recipe
// is missing renders unstyled, so tests/unit/web/theme-recipes.test.ts fails when src/web imports a
// Chakra component that needs a recipe not listed here. Add the recipe here when you use a new one.
import {
  alertSlotRecipe, badgeRecipe, buttonRecipe, codeRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe, dataListSlotRecipe, dialogSlotRecipe,
  drawerSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe,
  linkRecipe, listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe, qrCodeSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, separatorRecipe, skeletonRecipe,
  spinnerRecipe, switchSlotRecipe, tableSlotRecipe, textareaRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};
