/**
 * @generated SignedSource<<37b22b565138a07d62be7815953ccc03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InboxList_inbox$data = {
  readonly conversations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly conversation: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"InboxEntry_conversation">;
        };
      };
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "InboxList_inbox";
};
export type InboxList_inbox$key = {
  readonly " $data"?: InboxList_inbox$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxList_inbox">;
};

import InboxListPaginationQuery_graphql from './InboxListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "conversations"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": InboxListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "InboxList_inbox",
  "selections": [
    {
      "alias": "conversations",
      "args": null,
      "concreteType": "InboxConversationsConnection",
      "kind": "LinkedField",
      "name": "__InboxList_conversations_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InboxConversationsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "InboxEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Conversation",
                  "kind": "LinkedField",
                  "name": "conversation",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "InboxEntry_conversation"
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Inbox",
  "abstractKey": null
};
})();

(node as any).hash = "53dd12f7e5ba059844d3033bcd467e52";

export default node;
