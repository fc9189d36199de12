import { when } from 'mobx';
import { createTestContainer } from '../../src/di/createTestContainer';
import { Mode } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { SidebarState } from '../../src/presenters/app/SidebarState';
import { StudyActivity } from '../../src/presenters/app/StudyActivity';
import { FeatureAccess } from '../../src/presenters/shell/FeatureAccess';
import { ShellPresenter } from '../../src/presenters/shell/ShellPresenter';
import { TourPresenter } from '../../src/presenters/tour/TourPresenter';

async function signedInAs(email: string) {
  const context = createTestContainer();
  const user = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  return { ...context, study: context.container.get(StudyActivity) };
}

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('FeatureAccess (the route guards)', () => {
  it('given a learner whose partner enables everything, then library and performance are open', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const access = container.get(FeatureAccess);

    expect(access.libraryAllowed).toBe(true);
    expect(access.performanceAllowed).toBe(true);
  });

  it('given basic@demo.test, then library and performance are closed', async () => {
    const { container } = await signedInAs('basic@demo.test');
    const access = container.get(FeatureAccess);

    expect(access.libraryAllowed).toBe(false);
    expect(access.performanceAllowed).toBe(false);
  });

  it('given a Main-mode session under way, then both are closed; in Review or Survey mode they open again', async () => {
    const { container, study } = await signedInAs('learner@demo.test');
    const access = container.get(FeatureAccess);

    study.update({ active: true, mode: Mode.Main, cardsRemaining: 5 });
    expect(access.libraryAllowed).toBe(false);
    expect(access.performanceAllowed).toBe(false);

    study.update({ active: true, mode: Mode.Review, cardsRemaining: 5 });
    expect(access.libraryAllowed).toBe(true);
    study.update({ active: true, mode: Mode.Survey, cardsRemaining: 1 });
    expect(access.performanceAllowed).toBe(true);
  });

  it('given no learner signed in, then nothing partner-gated is open', () => {
    const { container } = createTestContainer();

    expect(container.get(FeatureAccess).libraryAllowed).toBe(false);
  });
});

describe('ShellPresenter', () => {
  it('given a partner with showFeedbackAlways, then Feedback is offered on every screen but the feedback screen', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);

    expect(shell.feedbackAlwaysShown('/welcomeBack')).toBe(true);
    expect(shell.feedbackAlwaysShown('/library')).toBe(true);
    expect(shell.feedbackAlwaysShown('/feedback')).toBe(false);
  });

  it('given a partner without showFeedbackAlways (basic@demo.test), then Feedback stays in the menus only', async () => {
    const { container } = await signedInAs('basic@demo.test');

    expect(container.get(ShellPresenter).feedbackAlwaysShown('/welcomeBack')).toBe(false);
  });

  it('given a learner with every feature, then the side menu lists every item in order', async () => {
    const { container } = await signedInAs('learner@demo.test');

    expect(labels(container.get(ShellPresenter).menuItems)).toEqual([
      "Today's Cards",
      'My Performance',
      'Library',
      'Tour',
      'Feedback',
      'Settings',
      'Logout',
    ]);
  });

  it('given basic@demo.test, then My Performance and Library are not offered, in the menu or the tab bar', async () => {
    const { container } = await signedInAs('basic@demo.test');
    const shell = container.get(ShellPresenter);

    expect(labels(shell.menuItems)).toEqual(["Today's Cards", 'Tour', 'Feedback', 'Settings', 'Logout']);
    expect(labels(shell.tabItems)).toEqual(["Today's Cards"]);
  });

  it('given the library tour not yet shown, then Library leads to the tour; once shown, to the library', async () => {
    const { container } = await signedInAs('new@demo.test');
    const session = container.get(LearnerSession);
    const shell = container.get(ShellPresenter);
    const library = () => shell.menuItems.find((item) => item.label === 'Library');

    session.updateUser({ ...session.user!, libraryTourShown: false });
    expect(library()?.to).toBe('/library_tour');
    session.updateUser({ ...session.user!, libraryTourShown: true });
    expect(library()?.to).toBe('/library');
  });

  it('given an active Main-mode session, then Performance and Library are disabled; in Review mode enabled', async () => {
    const { container, study } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    const disabled = () => shell.menuItems.filter((item) => item.disabled).map((item) => item.label);

    study.update({ active: true, mode: Mode.Main, cardsRemaining: 3 });
    expect(disabled()).toEqual(['My Performance', 'Library']);

    study.update({ active: true, mode: Mode.Review, cardsRemaining: 3 });
    expect(disabled()).toEqual([]);
  });

  it('given the paths, then Today\'s Cards is highlighted on /study and Settings on /updatePws and /preferences', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    const highlighted = (path: string) => shell.menuItems.filter((item) => shell.isActive(item, path)).map((item) => item.label);

    expect(highlighted('/study')).toEqual(["Today's Cards"]);
    expect(highlighted('/updatePws')).toEqual(['Settings']);
    expect(highlighted('/preferences')).toEqual(['Settings']);
    expect(highlighted('/library/deck/d1')).toEqual(['Library']);
    expect(highlighted('/library_tour')).toEqual(['Library']);
  });

  it('given the mobile drawer, then it lists Start, Preferences, Tour, Password, Feedback, Logout', async () => {
    const { container } = await signedInAs('learner@demo.test');

    expect(labels(container.get(ShellPresenter).drawerItems)).toEqual(['Start', 'Preferences', 'Tour', 'Password', 'Feedback', 'Logout']);
  });

  it('given a phone-sized window, when the shell is made, then it is in the phone layout from the start: the tab bar shows and the menu button opens the drawer', async () => {
    const { container, browser } = await signedInAs('learner@demo.test');
    browser.resize(390);

    const shell = container.get(ShellPresenter);

    expect(shell.desktop).toBe(false);
    expect(shell.tabBarVisible('/welcomeBack')).toBe(true);
    shell.toggleMenu();
    expect(shell.drawerOpen).toBe(true);
  });

  it('given the shell on a desktop-sized window with the drawer open before, when the window narrows and widens again, then it follows: phone, then desktop with the drawer closed', async () => {
    const { container, browser } = await signedInAs('learner@demo.test');
    browser.resize(1280);
    const shell = container.get(ShellPresenter);
    const detach = shell.attach();
    expect(shell.desktop).toBe(true);

    browser.resize(800);
    expect(shell.desktop).toBe(false);
    shell.openDrawer();
    browser.resize(1024);

    expect([shell.desktop, shell.drawerOpen]).toEqual([true, false]);
    detach();
    browser.resize(800);
    expect(shell.desktop).toBe(true);
  });

  it('given a small screen, then the tab bar shows, and hides during study or while cards remain to review', async () => {
    const { container, study } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    shell.setDesktop(false);

    expect(shell.tabBarVisible('/welcomeBack')).toBe(true);
    expect(shell.tabBarVisible('/study')).toBe(false);
    study.update({ active: false, mode: null, cardsRemaining: 4 });
    expect(shell.tabBarVisible('/welcomeBack')).toBe(false);
    study.update({ active: true, mode: Mode.Review, cardsRemaining: 0 });
    expect(shell.tabBarVisible('/welcomeBack')).toBe(false);
    shell.setDesktop(true);
    study.end();
    expect(shell.tabBarVisible('/welcomeBack')).toBe(false);
  });

  it('given desktop, when the menu button is used, then the menu collapses to 58px and opens to 200px', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    shell.setDesktop(true);

    expect(shell.sidebarWidthPx).toBe(200);
    shell.toggleMenu();
    expect(shell.sidebarOpen).toBe(false);
    expect(shell.sidebarWidthPx).toBe(58);
    shell.toggleMenu();
    expect(shell.sidebarWidthPx).toBe(200);
  });

  it('given a collapsed desktop menu, when a study becomes active, then it opens by itself; the force-open flag also opens it', async () => {
    const { container, study } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    const detach = shell.attach();
    shell.setDesktop(true);
    shell.toggleMenu();
    expect(shell.sidebarOpen).toBe(false);

    study.update({ active: true, mode: Mode.Main, cardsRemaining: 5 });
    expect(shell.sidebarOpen).toBe(true);

    shell.toggleMenu();
    container.get(SidebarState).setForceOpen(true);
    expect(shell.sidebarOpen).toBe(true);
    detach();
  });

  it('given a collapsed desktop menu, when the tour opens, then the menu is held open until the tour closes', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    shell.setDesktop(true);
    shell.toggleMenu();
    const tour = container.get(TourPresenter);

    tour.open();
    expect(shell.sidebarOpen).toBe(true);
    tour.close();

    expect(shell.sidebarOpen).toBe(false);
  });

  it('given the tour holding the desktop menu open, when the menu button is used, then the menu collapses', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    shell.setDesktop(true);
    container.get(TourPresenter).open();

    shell.toggleMenu();
    expect(shell.sidebarOpen).toBe(false);
    shell.toggleMenu();

    expect(shell.sidebarOpen).toBe(true);
  });

  it('given a phone, when the menu button is used, then the drawer opens, and closing it closes it', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const shell = container.get(ShellPresenter);
    shell.setDesktop(false);

    shell.toggleMenu();
    expect(shell.drawerOpen).toBe(true);
    shell.closeDrawer();
    expect(shell.drawerOpen).toBe(false);
  });

  it('given a partner with a logo, when the shell is on screen, then the logo of /app/media/{logoId} under the API base is drawn from the copy the device keeps', async () => {
    const { container } = await signedInAs('learner@demo.test');
    const session = container.get(LearnerSession);
    const shell = container.get(ShellPresenter);

    const detach = shell.attach();
    await when(() => shell.partnerLogo !== null);

    expect(shell.partnerLogo).toEqual({
      src: `kept:http://sandbox.test/sreo/v0.1/app/media/${session.user!.partner.logoId}`,
      alt: 'Demo Academy logo',
    });
    detach();
  });
});
