// What a page draws with: its typeface's faces and its pictures. The bench's floor page is the study
// screen redrawn by React alone, so it must draw with what the client draws with: a face that did not
// load there lays the text out in the system's face, a picture that did not load leaves an empty box, and
// either is another screen than the app's, cheaper to lay out (decision 0325). The floor round compares the
// two before it times anything, and a floor drawn with less stops the bench instead of being measured.

/** In the page, once the loads it started have settled: its font faces and the pictures that did not load. */
export const DRAWN_WITH = async () => {
  await document.fonts.ready;
  return {
    faces: [...document.fonts].map(({ family, style, weight, status }) => ({ face: `${family} ${style} ${weight}`, status })),
    picturesMissing: [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
  };
};

/**
 * What the floor draws without that the client drew with: each face loaded in the client and not in the
 * floor (with its state there), each picture missing in the floor and not in the client.
 */
export function drawnWithout(client, floor) {
  const floorFaces = new Map(floor.faces.map(({ face, status }) => [face, status]));
  const faces = client.faces.filter(({ status }) => status === 'loaded').filter(({ face }) => floorFaces.get(face) !== 'loaded');
  return [
    ...faces.map(({ face }) => `the face ${face} (${floorFaces.get(face) ?? 'absent'} on the floor)`),
    ...floor.picturesMissing.filter((picture) => !client.picturesMissing.includes(picture)).map((picture) => `the picture ${picture}`),
  ];
}
