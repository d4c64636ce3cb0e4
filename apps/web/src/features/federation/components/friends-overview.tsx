import { Link } from 'react-router';
import { Globe, Users } from 'lucide-react';
import type { FederationSettings } from '@marquee/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextSkeleton } from '../../../components/ui/skeletons.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import {
  useAcceptFollower,
  useBlock,
  useFederationSettings,
  useFollow,
  useFollowers,
  useFollowing,
  useFriendsFeed,
  useRemoveFollower,
  useUnfollow,
} from '../api/federation-api.ts';
import { federationMessages as m } from '../messages.ts';
import { AddressForm } from './address-form.tsx';
import { BlocksPanel } from './blocks-panel.tsx';
import { FriendPost } from './friend-post.tsx';
import { FriendsPanel } from './friends-panel.tsx';
import { PeopleList, type PersonAction } from './people-list.tsx';

export const SETTINGS_PATH = '/settings/friends';
const settingsLink =
  'inline-flex min-h-11 items-center rounded-lg border border-hairline px-5 font-medium transition-colors hover:bg-surface-2';

/** The Friends page's body for a signed-in user: what the server and the user's settings allow. */
export function FriendsOverview() {
  const t = useT();
  const settings = useFederationSettings();
  if (settings.isPending) return <Spinner fullScreen label={t(m.loadingFriends)} />;
  if (settings.isError) return <ErrorMessage message={errorText(settings.error)} />;
  if (!settings.data.available)
    return <EmptyState title={t(m.serverOff)} hint={t(m.serverOffHint)} icon={Globe} />;
  if (!settings.data.enabled)
    return (
      <EmptyState
        title={t(m.youAreOff)}
        hint={t(m.youAreOffHint)}
        icon={Users}
        action={
          <Link to={SETTINGS_PATH} className={settingsLink}>
            {t(m.openFriendSettings)}
          </Link>
        }
      />
    );
  return <FriendsLists settings={settings.data} />;
}

function FriendsLists({ settings }: { settings: FederationSettings }) {
  const t = useT();
  const follow = useFollow();
  const followers = useFollowers(true);
  const requests = followers.data?.filter((person) => person.status === 'pending') ?? [];
  const accept = useAcceptFollower();
  const remove = useRemoveFollower();
  const block = useBlock();
  const removeAction: PersonAction = {
    label: m.remove,
    name: m.removePerson,
    done: m.removed,
    pending: remove.isPending,
    run: (person) => remove.mutateAsync(person.relation_id),
  };
  const blockAction: PersonAction = {
    label: m.block,
    name: m.blockPerson,
    done: m.blockedPerson,
    pending: block.isPending,
    run: (person) => block.mutateAsync(person.account),
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <span className="[overflow-wrap:anywhere]">{t(m.yourAddress, { account: settings.account })}</span>
        <Link to={SETTINGS_PATH} className="underline hover:text-text">
          {t(m.openFriendSettings)}
        </Link>
      </p>
      <FriendsPanel title={t(m.followSomeone)}>
        <AddressForm
          label={t(m.accountLabel)}
          hint={t(m.accountHint)}
          placeholder={t(m.accountPlaceholder)}
          button={t(m.follow)}
          pending={follow.isPending}
          submit={(account) => follow.mutateAsync(account)}
          done={(account) => t(m.followRequestSent, { account })}
        />
      </FriendsPanel>
      {requests.length > 0 && (
        <FriendsPanel title={t(m.requests)}>
          <PeopleList
            people={requests}
            label={t(m.requests)}
            actions={[
              {
                label: m.accept,
                name: m.acceptPerson,
                done: m.accepted,
                accent: true,
                pending: accept.isPending,
                run: (person) => accept.mutateAsync(person.relation_id),
              },
              removeAction,
              blockAction,
            ]}
          />
        </FriendsPanel>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,400px)]">
        <RecentPanel />
        <div className="flex min-w-0 flex-col gap-6">
          <FollowingPanel blockAction={blockAction} />
          <FriendsPanel title={t(m.followers)}>
            {followers.isError ? (
              <ErrorMessage message={errorText(followers.error)} className="justify-start" />
            ) : followers.isPending ? (
              <Spinner label={t(m.loadingFriends)} />
            ) : followers.data.some((person) => person.status === 'accepted') ? (
              <PeopleList
                people={followers.data.filter((person) => person.status === 'accepted')}
                label={t(m.followers)}
                actions={[removeAction, blockAction]}
              />
            ) : (
              <p className="text-sm text-muted">{t(m.noFollowers)}</p>
            )}
          </FriendsPanel>
          <BlocksPanel />
        </div>
      </div>
    </div>
  );
}

function FollowingPanel({ blockAction }: { blockAction: PersonAction }) {
  const t = useT();
  const following = useFollowing(true);
  const unfollow = useUnfollow();
  return (
    <FriendsPanel title={t(m.following)}>
      {following.isError ? (
        <ErrorMessage message={errorText(following.error)} className="justify-start" />
      ) : following.isPending ? (
        <Spinner label={t(m.loadingFriends)} />
      ) : following.data.length === 0 ? (
        <p className="text-sm text-muted">
          {t(m.noFollowing)}. {t(m.noFollowingHint)}
        </p>
      ) : (
        <PeopleList
          people={following.data}
          label={t(m.following)}
          pendingNote={m.waitingForThem}
          actions={[
            {
              label: m.unfollow,
              name: m.unfollowPerson,
              done: m.unfollowed,
              pending: unfollow.isPending,
              run: (person) => unfollow.mutateAsync(person.relation_id),
            },
            blockAction,
          ]}
        />
      )}
    </FriendsPanel>
  );
}

function RecentPanel() {
  const t = useT();
  const feed = useFriendsFeed(true);
  return (
    <FriendsPanel title={t(m.recent)}>
      {feed.isPending ? (
        <div role="status" aria-label={t(m.loadingRecent)} className="flex flex-col gap-4">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="flex gap-3">
              <TextSkeleton className="aspect-[2/3] w-14 shrink-0 md:w-16" />
              <div className="flex flex-1 flex-col gap-2">
                <TextSkeleton className="h-5 w-1/2" />
                <TextSkeleton className="h-4 w-3/4" />
              </div>
            </div>
          ))}
        </div>
      ) : feed.isError ? (
        <ErrorMessage message={errorText(feed.error)} className="justify-start" />
      ) : feed.data.length === 0 ? (
        <EmptyState title={t(m.noRecent)} hint={t(m.noRecentHint)} icon={Users} level={3} />
      ) : (
        <ul aria-label={t(m.recent)} className="flex flex-col gap-5">
          {feed.data.map((post) => (
            <li key={post.note_url}>
              <FriendPost post={post} />
            </li>
          ))}
        </ul>
      )}
    </FriendsPanel>
  );
}
