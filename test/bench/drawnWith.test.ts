import { type DrawnWith, drawnWithout } from '../../bench/drawnWith.mjs';

/** The client as the bench finds it: Inter loaded, its local fallback missing on this machine, the partner's logo drawn. */
const client: DrawnWith = {
  faces: [
    { face: 'Inter normal 100 900', status: 'loaded' },
    { face: 'Inter fallback normal normal', status: 'error' },
  ],
  picturesMissing: [],
};

describe('the bench: the floor page draws with what the client draws with', () => {
  it('given a floor with the same faces loaded and the same pictures, when compared with the client, then nothing is missing', () => {
    expect(drawnWithout(client, { faces: [...client.faces], picturesMissing: [] })).toEqual([]);
  });

  it('given a floor where the typeface failed to load (another origin), when compared with the client, then the face is named as missing', () => {
    const floor: DrawnWith = {
      faces: [
        { face: 'Inter normal 100 900', status: 'error' },
        { face: 'Inter fallback normal normal', status: 'error' },
      ],
      picturesMissing: [],
    };

    expect(drawnWithout(client, floor)).toEqual(['the face Inter normal 100 900 (error on the floor)']);
  });

  it('given a floor whose style sheets carry no face at all, when compared with the client, then the face is named as absent', () => {
    expect(drawnWithout(client, { faces: [], picturesMissing: [] })).toEqual(['the face Inter normal 100 900 (absent on the floor)']);
  });

  it('given a floor where a picture the client drew did not load, when compared with the client, then the picture is named', () => {
    const floor: DrawnWith = { faces: [...client.faces], picturesMissing: ['http://localhost:8844/sreo/v0.1/app/media/demo-academy'] };

    expect(drawnWithout(client, floor)).toEqual(['the picture http://localhost:8844/sreo/v0.1/app/media/demo-academy']);
  });
});
