/** The words of a building's facade zones screen (features/facade/FacadePage.tsx), in English. */
export const EN_FACADE = {
  facade: {
    /** The building view's link, and the screen's title. */
    link: 'Facade zones',
    title: (building: string) => `Facade zones: ${building}`,
    /** The field, as the history and the activity log name it. */
    fields: 'Facade zones',
    noFacade: 'Add a facade image to the building first: its floors are drawn on it.',
    noUnits: 'The building has no units yet: a zone is drawn for a floor that has units.',
    editBuilding: 'Edit the building',
    facadeTab: 'Facade: floors',
    planTab: 'Typical floor plan: units',
    noPlan: 'Add a typical floor plan to the building to draw its units.',
    floor: 'Floor',
    unit: 'Unit',
    drawn: (name: string) => `${name} ✓`,
    floorFirst: 'Draw this floor on the facade first.',
    draw: 'Draw by clicking',
    finish: 'Finish the zone',
    cancel: 'Cancel drawing',
    addCorner: 'Add a corner at the centre',
    deleteZone: 'Delete the zone',
    save: 'Save zones',
    saving: 'Saving…',
    saved: 'Zones saved: the catalogue pages follow.',
    failed: 'The zones could not be saved.',
    conflict: 'Someone saved this building meanwhile: reload the page to draw on its latest zones.',
    unsaved: 'Unsaved changes',
    help:
      'Draw: press “Draw by clicking” and click each corner on the picture, then “Finish the zone” (or Enter, or click the first corner). ' +
      'Drag a corner, or the zone itself, to move it. By keyboard: focus a corner (Tab) and move it with the arrow keys ' +
      '(Shift: 10 times as far), Delete removes it; focus the zone to move it whole; “Add a corner at the centre” adds one after the corner last focused.',
    drawing: (n: number) => `Drawing: ${n} ${n === 1 ? 'corner' : 'corners'}; at least 3 make a zone.`,
    /** A corner's button, as a screen reader says it. */
    corner: (n: number, of: number, x: number, y: number) =>
      `Corner ${n} of ${of}: ${x}% from the left, ${y}% from the top`,
    zone: (name: string) => `Zone of ${name}: move it with the arrow keys`,
    canvas: (name: string) => `Picture to draw the zone of ${name} on`,
    tooFew: 'A zone keeps at least 3 corners.',
  },
};
