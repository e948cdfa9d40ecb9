// How a drill reports: PASS/FAIL with its time, each check, and the alert e-mails counted.
export const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

/** The notice ids an alert's links name (`/notices/<id>`), sorted: what identifies one alert message. */
export function noticeIdsIn(text) {
  return [...new Set([...text.matchAll(/\/notices\/(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/**
 * Alert e-mails recorded (mail_outbox rows an alert_outbox row points to) against those the catcher got,
 * identified by recipient and the notice ids they name: lost (recorded, never received), duplicates
 * (received more than once) and strays (received, never recorded).
 */
export async function alertMailReport(db, smtp) {
  const recorded = (
    await db.query(`SELECT m.recipient, array_agg(a.notice_id ORDER BY a.notice_id) AS ids
      FROM mail_outbox m JOIN alert_outbox a ON a.mail_id = m.id GROUP BY m.id`)
  ).rows.map((r) => `${r.recipient.toLowerCase()}|${r.ids.join(',')}`);
  const received = new Map();
  for (const mail of smtp.mails) {
    const ids = noticeIdsIn(mail.text);
    if (!ids.length) continue;
    const key = `${mail.to.join()}|${ids.join(',')}`;
    received.set(key, (received.get(key) ?? 0) + 1);
  }
  const known = new Set(recorded);
  return {
    recorded: recorded.length,
    received: [...received.values()].reduce((a, b) => a + b, 0),
    lost: recorded.filter((k) => !received.has(k)).length,
    duplicates: [...received.values()].reduce((n, c) => n + c - 1, 0),
    strays: [...received.keys()].filter((k) => !known.has(k)).length,
  };
}

/**
 * E-mail duplicates tolerated on top of what a drill allows by design (MAIL_DUPLICATES_ALLOWED, default 0).
 * Delivery claims each outbox row through its pg-boss job, so only a process killed between the relay's
 * acceptance and marking the row sent can send a message twice (docs/mail-delivery.md): the fault drill
 * allows one per fault, the others none.
 */
export const MAIL_DUPLICATES_ALLOWED = Number(process.env.MAIL_DUPLICATES_ALLOWED ?? 0);

/** Runs a drill body; prints PASS/FAIL with the time, exits non-zero on failure; always runs `finish`. */
export async function drill(name, body) {
  const t0 = Date.now();
  const finishers = [];
  const finish = async (failed) => {
    for (const fn of finishers.splice(0))
      await Promise.resolve()
        .then(() => fn(failed))
        .catch((e) => console.error(`cleanup: ${e.message}`));
    console.log(`${failed ? '✖ FAIL' : '✔ PASS'} ${name} in ${seconds(t0)} s`);
    process.exit(failed ? 1 : 0);
  };
  // Whatever happens, the processes this drill started are stopped.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => finish(true));
  process.once('uncaughtException', (error) => {
    console.error(`\n✖ ${name} FAILED: ${error.stack ?? error}`);
    return finish(true);
  });
  try {
    await body((fn) => finishers.unshift(fn));
  } catch (error) {
    console.error(`\n✖ ${name} FAILED: ${error.stack ?? error}`);
    return finish(true);
  }
  return finish(false);
}

/** Throws unless `ok`; `what` says what was expected. */
export function check(ok, what) {
  console.log(`  ${ok ? '✔' : '✖'} ${what}`);
  if (!ok) throw new Error(`check failed: ${what}`);
}
