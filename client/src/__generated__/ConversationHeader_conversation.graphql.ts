/**
 * @generated SignedSource<<b6487ba82fb992d6ae4ac3fd4f75d6c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationHeader_conversation$data = {
  readonly job: {
    readonly slug: string;
    readonly title: string;
  } | null | undefined;
  readonly otherParticipants: ReadonlyArray<{
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
  }>;
  readonly subject: string | null | undefined;
  readonly " $fragmentType": "ConversationHeader_conversation";
};
export type ConversationHeader_conversation$key = {
  readonly " $data"?: ConversationHeader_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationHeader_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationHeader_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "otherParticipants",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Job",
      "kind": "LinkedField",
      "name": "job",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "3799d9ed7f5a5d38770fcb1798815087";

export default node;
