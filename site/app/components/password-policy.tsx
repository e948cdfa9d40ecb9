import { checkPassword, passwordKindsText } from '@notices/common';

interface PasswordPolicyProps {
  id: string;
  password: string;
}

/** Shows, as the user types, which parts of the shared password policy are met. */
export function PasswordPolicy({ id, password }: PasswordPolicyProps) {
  const check = checkPassword(password);
  const classes = [
    { met: check.lowercase, text: 'lowercase letters' },
    { met: check.uppercase, text: 'uppercase letters' },
    { met: check.numbers, text: 'numbers' },
    { met: check.specialCharacters, text: 'special characters' },
  ];
  return (
    <div id={id} className="password-policy" aria-live="polite">
      <p className="password-policy-title">
        Password rules: at least {check.minLength} characters; character kinds: {passwordKindsText(check)}.
      </p>
      <ul>
        <Rule met={check.length} text={`At least ${check.minLength} characters`} />
        {classes.map((rule) => (
          <Rule key={rule.text} met={rule.met} text={`Contains ${rule.text}`} />
        ))}
      </ul>
    </div>
  );
}

function Rule({ met, text }: { met: boolean; text: string }) {
  return (
    <li className={met ? 'rule-met' : 'rule-unmet'}>
      <span aria-hidden="true">{met ? '✓' : '○'}</span> {text}
      <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
    </li>
  );
}
