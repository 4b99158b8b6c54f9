/**
 * @generated SignedSource<<fd2b0082f4ea3b220a3d7c40e8907fe7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageStatus = "READ" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MessageItem_message$data = {
  readonly body: string;
  readonly editedAt: string | null | undefined;
  readonly id: string;
  readonly isMine: boolean;
  readonly sender: {
    readonly displayName: string;
  };
  readonly sentAt: string;
  readonly status: MessageStatus;
  readonly " $fragmentType": "MessageItem_message";
};
export type MessageItem_message$key = {
  readonly " $data"?: MessageItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageItem_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageItem_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMine",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "a7605785d881b2afa894562d1ef83975";

export default node;
