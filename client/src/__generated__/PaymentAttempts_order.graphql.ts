/**
 * @generated SignedSource<<352a0c50ddd461e1e7dd42896158db2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentFailure = "AMOUNT_MISMATCH" | "CANCELLED" | "DECLINED" | "GATEWAY_UNAVAILABLE" | "NOT_CONFIRMED" | "%future added value";
export type PaymentStatus = "FAILED" | "STARTED" | "VERIFIED" | "VERIFYING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentAttempts_order$data = {
  readonly payments: ReadonlyArray<{
    readonly amountRials: number;
    readonly authority: string;
    readonly cardPan: string | null | undefined;
    readonly createdAt: string;
    readonly failure: PaymentFailure | null | undefined;
    readonly provider: string;
    readonly referenceId: string | null | undefined;
    readonly returnedAt: string | null | undefined;
    readonly status: PaymentStatus;
    readonly verifiedAt: string | null | undefined;
  }>;
  readonly " $fragmentType": "PaymentAttempts_order";
};
export type PaymentAttempts_order$key = {
  readonly " $data"?: PaymentAttempts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentAttempts_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentAttempts_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authority",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referenceId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardPan",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "returnedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verifiedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "72ce27f6b928c7d633a9eb38e54bc7f6";

export default node;
