-- custom: one ledger transfer in one round trip (issue 19, decision 0208). The function does what the wallet service
-- did in two statements, in the same order and under the same locks: lock the transfer's accounts FOR UPDATE in
-- ascending id order, answer with the earlier transfer when the idempotency key was used, refuse a player account that
-- would go below zero, then write the transfer, its entries (in posting order, each with its account's balance after
-- it) and the new balances. Every statement inside sees what committed before it started, as separate statements did.
CREATE FUNCTION "wallet_transfer"(
  p_key text, p_hash text, p_kind text, p_currency text, p_metadata jsonb, p_created_at timestamptz,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_locked int;
  v_existing record;
  v_transfer uuid;
  v_short text;
BEGIN
  SELECT count(*) INTO v_locked FROM (
    SELECT id FROM wallet_accounts WHERE id = ANY(p_accounts) ORDER BY id FOR UPDATE
  ) locked;
  IF v_locked <> (SELECT count(DISTINCT a) FROM unnest(p_accounts) a) THEN
    RETURN jsonb_build_object('missing', true);
  END IF;
  SELECT id, request_hash INTO v_existing FROM wallet_transfers WHERE idempotency_key = p_key;
  IF FOUND THEN
    RETURN jsonb_build_object('existing', v_existing.id::text, 'hash', v_existing.request_hash);
  END IF;
  SELECT string_agg(acc.kind, ',' ORDER BY acc.id) INTO v_short
  FROM wallet_accounts acc
  JOIN (SELECT a, sum(amt) AS delta FROM unnest(p_accounts, p_amounts) u(a, amt) GROUP BY a) d ON d.a = acc.id
  WHERE acc.user_id IS NOT NULL AND acc.balance + d.delta < 0;
  IF v_short IS NOT NULL THEN
    RETURN jsonb_build_object('short', v_short);
  END IF;
  INSERT INTO wallet_transfers (idempotency_key, request_hash, kind, currency, metadata, created_at)
  VALUES (p_key, p_hash, p_kind, p_currency, p_metadata, p_created_at)
  RETURNING id INTO v_transfer;
  INSERT INTO wallet_entries (transfer_id, account_id, amount, balance_after)
  SELECT v_transfer, l.a, l.amt, acc.balance + sum(l.amt) OVER (PARTITION BY l.a ORDER BY l.ord)
  FROM unnest(p_accounts, p_amounts) WITH ORDINALITY l(a, amt, ord)
  JOIN wallet_accounts acc ON acc.id = l.a
  ORDER BY l.ord;
  UPDATE wallet_accounts acc SET balance = acc.balance + d.delta
  FROM (SELECT a, sum(amt) AS delta FROM unnest(p_accounts, p_amounts) u(a, amt) GROUP BY a) d
  WHERE acc.id = d.a;
  RETURN jsonb_build_object(
    'transfer', v_transfer::text,
    'last', (SELECT max(id) FROM wallet_entries WHERE transfer_id = v_transfer)::text,
    'accounts', (
      SELECT jsonb_agg(jsonb_build_object('id', acc.id::text, 'user', acc.user_id, 'kind', acc.kind,
        'balance', acc.balance::text) ORDER BY acc.id)
      FROM wallet_accounts acc WHERE acc.id = ANY(p_accounts)
    )
  );
END
$$;
