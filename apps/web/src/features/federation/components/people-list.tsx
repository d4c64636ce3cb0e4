import toast from 'react-hot-toast';
import type { FederationPerson } from '@marquee/contracts';
import { errorText } from '../../../components/ui/error-message.tsx';
import { useT, type Message } from '../../../lib/i18n/i18n.ts';
import { ROW_ACCENT_BUTTON, ROW_BUTTON } from './friends-panel.tsx';

/** A button of a person's row: its visible word, the name it is read out by, and what it does. */
export interface PersonAction {
  label: Message;
  /** Read out with the person's address, e.g. "Unfollow @ada@films.example". */
  name: Message;
  /** The toast once done. */
  done: Message;
  accent?: boolean;
  pending: boolean;
  run: (person: FederationPerson) => Promise<unknown>;
}

/** People (followed, following or asking to), each with their address, state and buttons. */
export function PeopleList({
  people,
  label,
  actions,
  pendingNote,
}: {
  people: FederationPerson[];
  label: string;
  actions: PersonAction[];
  /** Said beside a person whose follow is not accepted yet. */
  pendingNote?: Message;
}) {
  const t = useT();
  const act = async (action: PersonAction, person: FederationPerson) => {
    try {
      await action.run(person);
      toast.success(t(action.done, { account: person.account }));
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-hairline">
      {people.map((person) => (
        <li
          key={person.relation_id}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-medium [overflow-wrap:anywhere]">{person.name?.trim() || person.account}</p>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              {person.account}
              {pendingNote && person.status === 'pending' && (
                <span className="ml-2 text-accent">{t(pendingNote)}</span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {actions.map((action) => (
              <button
                key={action.label.id}
                type="button"
                disabled={action.pending}
                aria-label={t(action.name, { account: person.account })}
                onClick={() => void act(action, person)}
                className={action.accent ? ROW_ACCENT_BUTTON : ROW_BUTTON}
              >
                {t(action.label)}
              </button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
