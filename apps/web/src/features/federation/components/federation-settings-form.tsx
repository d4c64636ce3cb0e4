import { useId } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import {
  FEDERATION_NEEDS_HANDLE_MESSAGE,
  type UpdateFederationSettingsBody,
  type Visibility,
} from '@marquee/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useT, type Message } from '../../../lib/i18n/i18n.ts';
import { useFederationSettings, useUpdateFederationSettings } from '../api/federation-api.ts';
import { federationMessages as m } from '../messages.ts';
import { FriendsPanel } from './friends-panel.tsx';

const SAVED_TOAST = 'federation-settings';

const VISIBILITIES: [Visibility, Message][] = [
  ['public', m.visibilityPublic],
  ['followers', m.visibilityFollowers],
  ['private', m.visibilityPrivate],
];

/**
 * The user's federation switches: on or off for them, follow requests accepted automatically or by hand, and
 * who sees a new diary entry. Each change is saved at once.
 */
export function FederationSettingsForm() {
  const t = useT();
  const settings = useFederationSettings();
  const update = useUpdateFederationSettings();
  if (settings.isPending) return <Spinner fullScreen label={t(m.loadingSettings)} />;
  if (settings.isError) return <ErrorMessage message={errorText(settings.error)} />;
  if (!settings.data.available) return <EmptyState title={t(m.serverOff)} hint={t(m.serverOffHint)} />;
  const current = settings.data;
  const save = (change: Partial<UpdateFederationSettingsBody>) => {
    const body: UpdateFederationSettingsBody = {
      enabled: current.enabled,
      auto_accept: current.auto_accept,
      default_visibility: current.default_visibility,
      friends_ratings: current.friends_ratings,
      ...change,
    };
    // One toast for the form: each change is saved at once, so changes in a row replace it instead of stacking.
    update.mutate(body, {
      onSuccess: () => toast.success(t(m.settingsSaved), { id: SAVED_TOAST }),
      onError: (failure) =>
        toast.error(
          errorText(failure) === FEDERATION_NEEDS_HANDLE_MESSAGE ? t(m.needsHandle) : errorText(failure),
          { id: SAVED_TOAST },
        ),
    });
  };
  return (
    <FriendsPanel title={t(m.sharingTitle)}>
      <div className="flex flex-col gap-6">
        <Switch
          label={t(m.federationOn)}
          description={
            current.account ? t(m.yourAddress, { account: current.account }) : t(m.federationOnHint)
          }
          checked={current.enabled}
          disabled={update.isPending}
          onChange={(enabled) => save({ enabled })}
        />
        {!current.enabled && (
          <p className="-mt-3 text-xs text-muted">
            <Link to="/settings/profile" className="underline hover:text-text">
              {t(m.chooseHandle)}
            </Link>
          </p>
        )}
        <Switch
          label={t(m.autoAccept)}
          description={t(m.autoAcceptHint)}
          checked={current.auto_accept}
          disabled={update.isPending || !current.enabled}
          onChange={(auto_accept) => save({ auto_accept })}
        />
        <Switch
          label={t(m.friendsRatings)}
          description={t(m.friendsRatingsHint)}
          checked={current.friends_ratings}
          disabled={update.isPending}
          onChange={(friends_ratings) => save({ friends_ratings })}
        />
        <VisibilityChoice
          value={current.default_visibility}
          disabled={update.isPending || !current.enabled}
          onChange={(default_visibility) => save({ default_visibility })}
        />
      </div>
    </FriendsPanel>
  );
}

function VisibilityChoice({
  value,
  disabled,
  onChange,
}: {
  value: Visibility;
  disabled: boolean;
  onChange: (visibility: Visibility) => void;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2 disabled:opacity-60">
      <legend className="mb-2 text-sm font-medium">{t(m.defaultVisibility)}</legend>
      {VISIBILITIES.map(([visibility, label]) => (
        <label key={visibility} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="radio"
            name={name}
            value={visibility}
            checked={value === visibility}
            onChange={() => onChange(visibility)}
            className="h-5 w-5 accent-accent"
          />
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
}
